// ArcAnalyses: one function's LLVM analyses as the C pass logic sees them through llvm_bridge.h.
// The pass entry (plugin.cpp) builds one per run of the pass on a function and hands it to the C
// driver; the bridge (analyses.cpp) answers the C code's queries from it.
#ifndef ARCELIDE_SHIM_ANALYSES_H
#define ARCELIDE_SHIM_ANALYSES_H

#include "llvm_bridge.h"

#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/MustExecute.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/PassManager.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

struct ArcAnalyses {
  llvm::Function &F;
  llvm::FunctionAnalysisManager &FAM;
  llvm::LoopInfo &LI;
  llvm::DominatorTree &DT;
  llvm::OptimizationRemarkEmitter &ORE;
  std::vector<llvm::Loop *> InnermostFirst;
  std::map<llvm::Loop *, std::unique_ptr<llvm::ICFLoopSafetyInfo>> SafetyInfo;
  // The CFG never changes during a run: each loop's exit blocks are computed once.
  std::map<llvm::Loop *, llvm::SmallVector<llvm::BasicBlock *, 4>> ExitBlocks;
  std::map<llvm::Value *, std::string> Names; // keeps the strings ae_source_name returns alive
  bool CFGChanged = false; // ae_put_under_condition ran: nothing above describes F any more

  ArcAnalyses(llvm::Function &F, llvm::FunctionAnalysisManager &FAM)
      : F(F), FAM(FAM), LI(FAM.getResult<llvm::LoopAnalysis>(F)),
        DT(FAM.getResult<llvm::DominatorTreeAnalysis>(F)),
        ORE(FAM.getResult<llvm::OptimizationRemarkEmitterAnalysis>(F)) {
    // Preorder lists a loop before the loops nested in it; reversed, every loop follows them.
    llvm::SmallVector<llvm::Loop *, 8> Preorder = LI.getLoopsInPreorder();
    InnermostFirst.assign(Preorder.rbegin(), Preorder.rend());
  }

  // Alias analysis is fetched per query: the pass inserts and deletes calls between queries,
  // and AAResults holds no per-instruction state that this would invalidate.
  llvm::AAResults &aa() { return FAM.getResult<llvm::AAManager>(F); }
};

#endif
